// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

// SimpleAccountFactory.sol brings SimpleAccount, ECDSA, Create2 and ERC1967Proxy as published in
// @account-abstraction/contracts and its OpenZeppelin dependency.
import "@account-abstraction/contracts/accounts/SimpleAccountFactory.sol";

/**
 * The published SimpleAccount plus ERC-1271: a signature is valid when the owner signed the hash
 * wrapped in this account's own EIP-712 domain (chain id and address), so a signature the owner gives
 * for one account is never valid for another account of the same owner, or for the owner's EOA.
 */
contract DevnetSmartAccount is SimpleAccount {
    bytes4 private constant ERC1271_MAGIC = 0x1626ba7e;
    bytes32 private constant DOMAIN_TYPEHASH =
        keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)");
    bytes32 private constant MESSAGE_TYPEHASH = keccak256("AirlockAccountMessage(bytes32 hash)");

    constructor(IEntryPoint anEntryPoint) SimpleAccount(anEntryPoint) {}

    function replaySafeHash(bytes32 hash) public view returns (bytes32) {
        bytes32 domain = keccak256(
            abi.encode(DOMAIN_TYPEHASH, keccak256("Airlock Smart Account"), keccak256("1"), block.chainid, address(this))
        );
        return keccak256(abi.encodePacked("\x19\x01", domain, keccak256(abi.encode(MESSAGE_TYPEHASH, hash))));
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        (address signer, ECDSA.RecoverError failure, ) = ECDSA.tryRecover(replaySafeHash(hash), signature);
        return failure == ECDSA.RecoverError.NoError && signer == owner ? ERC1271_MAGIC : bytes4(0xffffffff);
    }
}

/**
 * Deploys DevnetSmartAccount proxies at addresses known in advance (CREATE2 over owner and salt).
 * Anyone may deploy an account: its owner is fixed by the address, so an ERC-6492 verifier can run
 * the deployment before checking a signature of an account that does not exist yet.
 */
contract DevnetSmartAccountFactory {
    DevnetSmartAccount public immutable accountImplementation;

    constructor(IEntryPoint anEntryPoint) {
        accountImplementation = new DevnetSmartAccount(anEntryPoint);
    }

    function createAccount(address owner, uint256 salt) public returns (DevnetSmartAccount) {
        address account = getAddress(owner, salt);
        if (account.code.length > 0) return DevnetSmartAccount(payable(account));
        return DevnetSmartAccount(
            payable(new ERC1967Proxy{salt: bytes32(salt)}(address(accountImplementation), abi.encodeCall(SimpleAccount.initialize, (owner))))
        );
    }

    function getAddress(address owner, uint256 salt) public view returns (address) {
        return Create2.computeAddress(
            bytes32(salt),
            keccak256(
                abi.encodePacked(
                    type(ERC1967Proxy).creationCode,
                    abi.encode(address(accountImplementation), abi.encodeCall(SimpleAccount.initialize, (owner)))
                )
            )
        );
    }
}
