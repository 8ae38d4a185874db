{
  "algorithm": "ed25519",
  "content_sha256": "7128e12fc3ee15a6e402ba7ea056175298ebfa2d4ddfcb1c8f7bd97d3f61d260",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ab07773d19effcd6889f3648376e790b89c0ade127161ed3016212378e2c2d68",
  "schema": "gridshift.signature/1",
  "signature": "dcd1eca48dc45401e09cd6cce78505f6de306419a5638340e945f1fd45556399512177a8c141df129cb5bd8598b912770a63f0d04de4d3ab2ee8ad9df6c8560f"
}
