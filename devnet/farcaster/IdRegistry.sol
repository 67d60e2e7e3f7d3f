// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

/// The devnet's Farcaster ID registry: each fid has one custody address (the key that signs Sign In
/// With Farcaster). Registration is open (a devnet has no fees or signatures to check).
contract DevnetIdRegistry {
    uint256 public idCounter;
    mapping(uint256 => address) public custodyOf;
    mapping(address => uint256) public idOf;

    event Register(address indexed to, uint256 indexed id);
    event Transfer(address indexed from, address indexed to, uint256 indexed id);

    function register(address to) external returns (uint256 fid) {
        require(to != address(0) && idOf[to] == 0, "has id");
        fid = ++idCounter;
        custodyOf[fid] = to;
        idOf[to] = fid;
        emit Register(to, fid);
    }

    /// Moves an fid to a new custody address (the old key stops signing for it).
    function transfer(address to) external {
        uint256 fid = idOf[msg.sender];
        require(fid != 0 && to != address(0) && idOf[to] == 0, "cannot transfer");
        delete idOf[msg.sender];
        idOf[to] = fid;
        custodyOf[fid] = to;
        emit Transfer(msg.sender, to, fid);
    }
}
