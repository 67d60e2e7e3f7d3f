import { fuzzKernelShard } from './kernelShard'

fuzzKernelShard(2)
