import { fuzzKernelShard } from './kernelShard'

fuzzKernelShard(7)
