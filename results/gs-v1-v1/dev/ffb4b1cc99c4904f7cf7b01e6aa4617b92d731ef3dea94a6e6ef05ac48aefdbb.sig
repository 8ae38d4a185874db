{
  "algorithm": "ed25519",
  "content_sha256": "c871dcd374ae001fdb89117944d10aaf3b3bc87287cdedcf155257bf7b55ec06",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ffb4b1cc99c4904f7cf7b01e6aa4617b92d731ef3dea94a6e6ef05ac48aefdbb",
  "schema": "gridshift.signature/1",
  "signature": "ad9bedee274f759801d415377378afdf7ce3a08053572803b035a6d995e735371915ea0a6cbe580f8118e8d1bdaa44ad514c41b4f25838dd97bd705a3ada0c07"
}
