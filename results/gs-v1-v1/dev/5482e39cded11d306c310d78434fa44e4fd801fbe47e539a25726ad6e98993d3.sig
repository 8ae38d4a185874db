{
  "algorithm": "ed25519",
  "content_sha256": "3b64683ec9411eff8d06c50ab7a756964c2458696621db7e7891ecbf93ad17f1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5482e39cded11d306c310d78434fa44e4fd801fbe47e539a25726ad6e98993d3",
  "schema": "gridshift.signature/1",
  "signature": "e478eda12e2b24197dde97f166bb0627cf3e1e6a9ec292e882cff32e6130d6f7b2625f6ba7b9bfa3b924d716ee60082371bab7fade6f341e142ff64b11a5df09"
}
