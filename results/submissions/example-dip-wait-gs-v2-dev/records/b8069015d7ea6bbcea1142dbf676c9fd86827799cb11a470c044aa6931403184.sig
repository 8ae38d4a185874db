{
  "algorithm": "ed25519",
  "content_sha256": "aecc9560c557460c3bd09664c5a5eba2a511d358274566f4edcc0459a3ab4b8e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b8069015d7ea6bbcea1142dbf676c9fd86827799cb11a470c044aa6931403184",
  "schema": "gridshift.signature/1",
  "signature": "1dc6d8855f8da08ccb775c868e897d78544b6cb4db47b83617a001db34161f7495a6f579cae72bc065f9b82be6afb1f0e71ad29dd5011723235e87bdcc2ec60a"
}
