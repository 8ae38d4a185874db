{
  "algorithm": "ed25519",
  "content_sha256": "338d36880b14a9066798347a511b9ebfd9a08fee3ce4ef29f0cba05dce194b75",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "966a780feca2308c4d5b540ea0e967fae2b47ad6b638dcd084db1fd6dbc34979",
  "schema": "gridshift.signature/1",
  "signature": "59154999b71a53087e9239cb4ac48526a58fc022638e439c59eaf352499138d76f533e7da36417d0a18c036a01175cebbc6a1d591eca897e718fbba6dcaa1a0e"
}
