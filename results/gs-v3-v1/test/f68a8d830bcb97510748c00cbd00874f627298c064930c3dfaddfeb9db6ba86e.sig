{
  "algorithm": "ed25519",
  "content_sha256": "49be31d614ba19cf6c30461ae24fa0397e627c40f64c318791483e5847d34dd7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f68a8d830bcb97510748c00cbd00874f627298c064930c3dfaddfeb9db6ba86e",
  "schema": "gridshift.signature/1",
  "signature": "c371a19b25bf06e7931a741e8fe83b622cdd9f466a37fdfd40f3ed8bfd49aebcad09cc63d4d178ea40d0f1c26129c440dd462db9faa71946242602c468cccd0f"
}
