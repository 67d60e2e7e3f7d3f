import { fuzzKernelShard } from './kernelShard'

fuzzKernelShard(6)
