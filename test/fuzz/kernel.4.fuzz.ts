import { fuzzKernelShard } from './kernelShard'

fuzzKernelShard(3)
