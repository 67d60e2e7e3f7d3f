import { fuzzKernelShard } from './kernelShard'

fuzzKernelShard(0)
