import { fuzzKernelShard } from './kernelShard'

fuzzKernelShard(5)
