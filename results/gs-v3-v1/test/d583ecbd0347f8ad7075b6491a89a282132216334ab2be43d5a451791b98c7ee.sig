{
  "algorithm": "ed25519",
  "content_sha256": "6bf7b45a52051bedf9fd5930f0d581d1ebddfaae1d7cf69d15ba34dd4f35d453",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d583ecbd0347f8ad7075b6491a89a282132216334ab2be43d5a451791b98c7ee",
  "schema": "gridshift.signature/1",
  "signature": "7cfbfb5104089d364a7990c7406cbacd9452b7dd157d309a9dba89408875e4c16f90a99fa1fe7ec6ce644949764b77d44f3465a00373113f637aeba6d9127f04"
}
