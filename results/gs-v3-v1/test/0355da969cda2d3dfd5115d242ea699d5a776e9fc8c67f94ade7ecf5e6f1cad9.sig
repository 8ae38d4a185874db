{
  "algorithm": "ed25519",
  "content_sha256": "8ef9f8e64c4be84d4711521857f7cd2fa49e309d9b61bd215c0356559e292219",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0355da969cda2d3dfd5115d242ea699d5a776e9fc8c67f94ade7ecf5e6f1cad9",
  "schema": "gridshift.signature/1",
  "signature": "5261cdb3c74ecdee1b717a47c5220d2677d911f58375d9284b9cf80bc3f63ab124cb0abf7437410ad22d6e394c3b85f37d8e6f754abb75d302e7942c87992402"
}
