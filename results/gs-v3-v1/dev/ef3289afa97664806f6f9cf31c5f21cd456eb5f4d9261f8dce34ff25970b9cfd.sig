{
  "algorithm": "ed25519",
  "content_sha256": "a87cec4d7ced5a243c117d14ee402853fad5556d6738158f0029dc7851b0ddf4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ef3289afa97664806f6f9cf31c5f21cd456eb5f4d9261f8dce34ff25970b9cfd",
  "schema": "gridshift.signature/1",
  "signature": "84a732755b564c1a56ac10304cf8626d8f309c4e6c9f2fc91674690bd6b4f99a216587f51f57ca819bf48e8c538957843bbfe69b60303738328fbd11ca414d01"
}
