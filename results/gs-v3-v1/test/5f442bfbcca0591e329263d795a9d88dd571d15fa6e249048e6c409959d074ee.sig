{
  "algorithm": "ed25519",
  "content_sha256": "11d6eaa6f56132a76653e73226fdc99425c685e90ee6924f5898ec166b2b66dd",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5f442bfbcca0591e329263d795a9d88dd571d15fa6e249048e6c409959d074ee",
  "schema": "gridshift.signature/1",
  "signature": "5d54e4a082546324eb9b5cf79e07235772055fa554bf1ca623283a5c98370bf8f35919980bcb16d2a5df43eb3dfa4868fcb512d636b09e7b16e90c35c1cdcc01"
}
