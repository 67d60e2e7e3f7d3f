// The views the modal may show besides Connect, in one module: they all load together when the
// modal opens (`preloadViews`), and one dynamic import boundary instead of nine keeps splitting
// bundlers (esbuild) from cutting the code they share with the entry into many small chunks.
export { default as AllWallets } from './AllWallets/AllWalletsView'
export { default as ConnectingExternal } from './ConnectingExternal/ConnectingExternalView'
export { default as ConnectingWalletConnect } from './ConnectingWalletConnect/ConnectingWalletConnectView'
export { default as ConnectingWalletConnectBasic } from './ConnectingWalletConnectBasic/ConnectingWalletConnectBasicView'
export { default as ConnectingSiwe } from './ConnectingSiwe/ConnectingSiweView'
export { default as SIWXSignMessage } from './SIWXSignMessage/SIWXSignMessageView'
export { default as Account } from './Account/AccountView'
export { default as Networks } from './Networks/NetworksView'
export { default as WhatIsAWallet } from './Help/WhatIsAWalletView'
export { default as WhatIsANetwork } from './Help/WhatIsANetworkView'
export { default as UnsupportedChain } from './UnsupportedChain/UnsupportedChainView'
// SPEC §8 alerts are rare (a misconfigured project, an expired session): they load with the views.
export { Alerts } from '../components/Alerts'
