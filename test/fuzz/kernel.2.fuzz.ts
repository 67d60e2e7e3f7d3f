import { fuzzKernelShard } from './kernelShard'

fuzzKernelShard(1)
