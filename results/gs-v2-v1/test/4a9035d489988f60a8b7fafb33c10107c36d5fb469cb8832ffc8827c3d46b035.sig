{
  "algorithm": "ed25519",
  "content_sha256": "fcafdf2f5e73b659444441ec3acdb1fb71deeb03b6dc1e5e285ab50748ecf37d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4a9035d489988f60a8b7fafb33c10107c36d5fb469cb8832ffc8827c3d46b035",
  "schema": "gridshift.signature/1",
  "signature": "b06d0432f639038dde5b5d0b812ac9bf4a800e7f4ab38342d08ca69d782ffd47627cd655aa8019be9bfbff5506f63326e55c5360edd360633a018ea082bd120b"
}
