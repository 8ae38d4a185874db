{
  "algorithm": "ed25519",
  "content_sha256": "b7c6f77b98281b8a4513f91e1c402fa2aa98cde2dfc008b282205aabddf8a805",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "12ff488762032847030781c20cf1a41b5218149dcee9de4f2528ef250cbb6b6b",
  "schema": "gridshift.signature/1",
  "signature": "95985115fabf6662f24daa13e6cd56d0d0710f7bf8d0633990e8e8acd27021bb22f0a6d211df69e79273cea12801849fb3dba08b77b26cb0f9b489f16b1d6f03"
}
