{
  "algorithm": "ed25519",
  "content_sha256": "33eb9b828e773b099e925c9c84e7f7a04d94534795c3fca4589c5e249be6e0ac",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "49f3d0d1737d54c084a73cad3c2fadd200e86a3df0ba4fc0e52470005de97621",
  "schema": "gridshift.signature/1",
  "signature": "4e69a4ca1c3c53c699592d63b9259f4569376221d431835ee9fb2bf1e937cdf85dfe74cc62a231f9226607a2c1d36c6a06a64f113b097a3b0395b88df0057d08"
}
