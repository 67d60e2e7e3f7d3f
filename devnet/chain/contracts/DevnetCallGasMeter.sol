// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

/// The devnet bundler's gas probe. Its estimate reaches it through the EntryPoint's
/// delegateAndRevert inside a simulation, so this code runs as the EntryPoint: the account sees
/// the EntryPoint calling it, with exactly the gas a callGasLimit would give, as in handleOps.
/// Nothing it does survives: delegateAndRevert reverts with the answer.
contract DevnetCallGasMeter {
    function measure(address target, bytes calldata data, uint256 gasLimit)
        external
        returns (bool success, uint256 gasUsed, bytes memory result)
    {
        uint256 before = gasleft();
        (success, result) = target.call{gas: gasLimit}(data);
        gasUsed = before - gasleft();
    }
}
