{
  "algorithm": "ed25519",
  "content_sha256": "d849f6ecdc46704787511011aacb6bc04f2380f4c4c2314139330694fc13c723",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f5263c6d7b539fb64fa9d4ad3a30e018b16159ad36643881fd0e2b58baaf4a17",
  "schema": "gridshift.signature/1",
  "signature": "e90b81d4a51e9886a997f22aec4fe85ec3087d85e0af6b4cdff493efd44e194c8a5cfd1d144431587d4cf4286623e2df17ff0afe46067e81945e4d2ae5361406"
}
