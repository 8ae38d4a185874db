{
  "algorithm": "ed25519",
  "content_sha256": "deeb903da3402f827f3e992f2ea03ae83e29ddfe1d09ba7d4a4df48dbc5efcc1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6e0ac543eb173229ad104d9714dff6f89bca13f45d9743b0370db4142c1ffbf6",
  "schema": "gridshift.signature/1",
  "signature": "ec4ce9bea3b7cb67ca91440b4c86ed7242167a662baa114ac7e55ea36a31a74e9d84b1994c1db924d7e00c339135096c123e97cb9df12883637a152369edca05"
}
