{
  "algorithm": "ed25519",
  "content_sha256": "63c2edf5f07840629198ac1fb65d772a3bc3bd5a39ac1b70835b923b885e5a57",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "edd6fbf01a2ead356a8183c96f3e03118996b98cb0d232b317a45651c2fa9695",
  "schema": "gridshift.signature/1",
  "signature": "3ad5033ad31d57eec90536cae25f6d11d42cb5ee28acd0a0d9c92ee7786f7d238de7ad8f82360fff8b7ae061f1131370516a4b01dd77222ecb5dceef3218150b"
}
