{
  "algorithm": "ed25519",
  "content_sha256": "c6ecdbfcd061bc00966cf65385d66d3edcdf27666d4b3ffa798c00e27a0814d7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "afe79026baf6c21d4032649c4c424807f21a0561821124ffe2468e0e8095e849",
  "schema": "gridshift.signature/1",
  "signature": "eaf927536f63a9246eefd2b8773cacdedf5117476f9de47427de9591def08727f7b790a8235793a55dd3c0ab7d88fa986b0cad647f9db676fa1e615f945f8608"
}
