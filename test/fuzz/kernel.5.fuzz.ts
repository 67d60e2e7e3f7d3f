import { fuzzKernelShard } from './kernelShard'

fuzzKernelShard(4)
