{
  "algorithm": "ed25519",
  "content_sha256": "173df04dde2d0e0fd54f8569ad41ac78dd568bc187129d5619f2f7a16ce0091c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "af0e02ee343358d876a97af5fcaffb7dd2b5152b17a0a4a331ee91729e9bb63c",
  "schema": "gridshift.signature/1",
  "signature": "047b43e77629628f9c39550523aefa6af4622f6619d592cc9f3792af3b1f099b5e4d0a216f0e4a51141df1f266b9127a835bd91d690be39c8c9749a5543cb10e"
}
