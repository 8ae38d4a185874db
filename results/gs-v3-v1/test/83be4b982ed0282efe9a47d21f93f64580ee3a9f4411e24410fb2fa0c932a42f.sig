{
  "algorithm": "ed25519",
  "content_sha256": "df85792086e7c3e81d5c70a9a313b9ef3f33c29fb62b47351ad57b65cdbc6c89",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "83be4b982ed0282efe9a47d21f93f64580ee3a9f4411e24410fb2fa0c932a42f",
  "schema": "gridshift.signature/1",
  "signature": "10239b6329276cadf625334a83b4597ee61e987871de583e2093c05225d5b07d2ef17557d3088af1e4fa5d3d9d7e772ccb192014cd0ce24453eab2a225dd7305"
}
