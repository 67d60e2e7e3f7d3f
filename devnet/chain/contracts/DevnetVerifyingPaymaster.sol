// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IEntryPoint} from "@openzeppelin/contracts/interfaces/IERC4337.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {SignerECDSA} from "@openzeppelin/contracts/utils/cryptography/signers/SignerECDSA.sol";
import {PaymasterSigner} from "@openzeppelin/contracts/account/paymaster/extensions/PaymasterSigner.sol";

/// The devnet's verifying paymaster: OpenZeppelin's audited PaymasterSigner with an ECDSA signer.
/// It pays for a user operation when the devnet's paymaster service signed that operation's
/// fields and validity window (EIP-712); everything here only binds those published pieces to the
/// devnet's EntryPoint and exposes the deposit, which OpenZeppelin leaves internal on purpose.
contract DevnetVerifyingPaymaster is PaymasterSigner, SignerECDSA, Ownable {
    IEntryPoint private immutable _entryPoint;

    constructor(IEntryPoint entryPoint_, address signer, address owner)
        EIP712("Airlock Devnet Paymaster", "1")
        SignerECDSA(signer)
        Ownable(owner)
    {
        _entryPoint = entryPoint_;
    }

    /// OpenZeppelin defaults to the canonical EntryPoint address; the devnet deploys its own v0.8.
    function entryPoint() public view override returns (IEntryPoint) {
        return _entryPoint;
    }

    /// Adds to the paymaster's deposit at the EntryPoint, which pays for the operations it sponsors.
    function deposit() external payable {
        _deposit(msg.value);
    }

    function withdraw(address payable to, uint256 value) external onlyOwner {
        _withdraw(to, value);
    }
}
