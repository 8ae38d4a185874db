{
  "algorithm": "ed25519",
  "content_sha256": "8bee3f63e446f7b1dd77685b24cb95735ce2f777d485e76cd96191170a906890",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "30fbcc5dab8a966582017135d2d40cca0efa0e4b64cdcbb0b89d1295b3fb799b",
  "schema": "gridshift.signature/1",
  "signature": "14f3a06e0337c8600e875f8e5401db7493022e443f7e2ed7a3d3a7de5077272312c2574dffe7ecfda1391697de0d2ede2343c4812a69fb807159425a528cb00c"
}
