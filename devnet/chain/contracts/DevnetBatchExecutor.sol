// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

/// The code a Devnet Wallet account delegates to (EIP-7702) to run an EIP-5792 batch in one
/// transaction: the account calls itself, so every call's msg.sender is the account, and one failing
/// call reverts them all.
///
/// It also holds the account's sessions (ERC-7715 permissions): the account grants a session signer a
/// spending limit in the native coin or one ERC-20 token until an expiry; the signer then sends from
/// the account through executeAsSession without the account's key, and this code refuses every call
/// beyond the limit, after the expiry, or once the session is revoked. The sessions live in a
/// namespaced slot (ERC-7201) so they never collide with other code the account may delegate to.
contract DevnetBatchExecutor {
    struct Call {
        address to;
        uint256 value;
        bytes data;
    }

    error OnlySelf();
    error CallFailed(uint256 index, bytes reason);

    struct Session {
        address signer;
        uint48 expiry;
        bool revoked;
        /// The ERC-20 token the limit is in; zero for the native coin.
        address token;
        uint128 limit;
        uint128 spent;
    }

    /// @custom:storage-location erc7201:airlock.devnet.sessions
    struct SessionStore {
        uint256 count;
        mapping(uint256 => Session) sessions;
    }

    // keccak256(abi.encode(uint256(keccak256("airlock.devnet.sessions")) - 1)) & ~bytes32(uint256(0xff))
    bytes32 private constant SESSIONS_SLOT = keccak256(abi.encode(uint256(keccak256("airlock.devnet.sessions")) - 1)) & ~bytes32(uint256(0xff));
    bytes32 private constant DOMAIN_TYPEHASH =
        keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)");
    bytes32 private constant REVOKE_TYPEHASH = keccak256("RevokeSession(uint256 id)");
    bytes4 private constant TRANSFER = bytes4(keccak256("transfer(address,uint256)"));

    event SessionGranted(uint256 indexed id, address indexed signer, address token, uint256 limit, uint256 expiry);
    event SessionRevoked(uint256 indexed id);
    event SessionUsed(uint256 indexed id, uint256 amount, uint256 spent);

    error SessionUnknown(uint256 id);
    error SessionExpiryPassed(uint256 expiry);
    error NotSessionSigner(uint256 id);
    error SessionIsRevoked(uint256 id);
    error SessionExpired(uint256 id, uint256 expiry);
    error SpendingLimitExceeded(uint256 id, uint256 limit, uint256 wanted);
    error CallNotPermitted(uint256 index);
    error BadSignature();

    function _sessions() private pure returns (SessionStore storage store) {
        bytes32 slot = SESSIONS_SLOT;
        assembly {
            store.slot := slot
        }
    }

    function _existing(uint256 id) private view returns (Session storage s) {
        s = _sessions().sessions[id];
        if (s.signer == address(0)) revert SessionUnknown(id);
    }

    /// The account grants `signer` up to `limit` of `token` (zero: the native coin) until `expiry`.
    function grantSession(address signer, address token, uint128 limit, uint48 expiry) external returns (uint256 id) {
        if (msg.sender != address(this)) revert OnlySelf();
        if (expiry <= block.timestamp) revert SessionExpiryPassed(expiry);
        if (signer == address(0)) revert NotSessionSigner(0);
        SessionStore storage store = _sessions();
        id = ++store.count;
        store.sessions[id] = Session({signer: signer, expiry: expiry, revoked: false, token: token, limit: limit, spent: 0});
        emit SessionGranted(id, signer, token, limit, expiry);
    }

    function revokeSession(uint256 id) external {
        if (msg.sender != address(this)) revert OnlySelf();
        _revoke(id);
    }

    /// Anyone may relay a revoke the account signed (EIP-712 RevokeSession on this account's domain).
    function revokeSessionBySignature(uint256 id, bytes calldata signature) external {
        if (signature.length != 65) revert BadSignature();
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        if (v < 27) v += 27;
        // Only the lower half of s, so one signature has one form (EIP-2).
        if (uint256(s) > 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0) revert BadSignature();
        bytes32 domain = keccak256(
            abi.encode(DOMAIN_TYPEHASH, keccak256("Airlock Sessions"), keccak256("1"), block.chainid, address(this))
        );
        bytes32 digest = keccak256(abi.encodePacked("\x19\x01", domain, keccak256(abi.encode(REVOKE_TYPEHASH, id))));
        address signer = ecrecover(digest, v, r, s);
        if (signer == address(0) || signer != address(this)) revert BadSignature();
        _revoke(id);
    }

    function _revoke(uint256 id) private {
        Session storage s = _existing(id);
        if (s.revoked) revert SessionIsRevoked(id);
        s.revoked = true;
        emit SessionRevoked(id);
    }

    function sessionCount() external view returns (uint256) {
        return _sessions().count;
    }

    function session(uint256 id) external view returns (Session memory) {
        return _existing(id);
    }

    /// The session's signer sends from the account: plain coin transfers for a native session, token
    /// transfer(to, amount) calls for an ERC-20 one, all within what is left of the limit.
    function executeAsSession(uint256 id, Call[] calldata calls) external {
        Session storage s = _existing(id);
        if (msg.sender != s.signer) revert NotSessionSigner(id);
        if (s.revoked) revert SessionIsRevoked(id);
        if (block.timestamp >= s.expiry) revert SessionExpired(id, s.expiry);
        uint256 total = s.spent;
        for (uint256 i = 0; i < calls.length; i++) {
            Call calldata c = calls[i];
            uint256 amount;
            if (s.token == address(0)) {
                // Data could reach any contract the account holds value in: coin transfers only.
                if (c.data.length != 0 || c.to == address(this)) revert CallNotPermitted(i);
                amount = c.value;
            } else {
                if (c.to != s.token || c.value != 0 || c.data.length != 68 || bytes4(c.data[0:4]) != TRANSFER) {
                    revert CallNotPermitted(i);
                }
                (, amount) = abi.decode(c.data[4:], (address, uint256));
            }
            total += amount;
            if (total > s.limit) revert SpendingLimitExceeded(id, s.limit, total);
        }
        emit SessionUsed(id, total - s.spent, total);
        s.spent = uint128(total);
        for (uint256 i = 0; i < calls.length; i++) {
            (bool ok, bytes memory reason) = calls[i].to.call{value: calls[i].value}(calls[i].data);
            if (!ok) revert CallFailed(i, reason);
        }
    }

    function executeBatch(Call[] calldata calls) external payable {
        if (msg.sender != address(this)) revert OnlySelf();
        for (uint256 i = 0; i < calls.length; i++) {
            (bool ok, bytes memory reason) = calls[i].to.call{value: calls[i].value}(calls[i].data);
            if (!ok) revert CallFailed(i, reason);
        }
    }

    /// A delegated account still receives coins and tokens as it did without code.
    receive() external payable {}

    function onERC721Received(address, address, uint256, bytes calldata) external pure returns (bytes4) {
        return this.onERC721Received.selector;
    }

    function onERC1155Received(address, address, uint256, uint256, bytes calldata) external pure returns (bytes4) {
        return this.onERC1155Received.selector;
    }

    function onERC1155BatchReceived(address, address, uint256[] calldata, uint256[] calldata, bytes calldata)
        external
        pure
        returns (bytes4)
    {
        return this.onERC1155BatchReceived.selector;
    }
}
