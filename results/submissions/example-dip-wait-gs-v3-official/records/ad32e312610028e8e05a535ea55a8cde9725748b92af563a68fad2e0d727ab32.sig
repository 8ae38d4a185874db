{
  "algorithm": "ed25519",
  "content_sha256": "00bb36201ace25881e129fcb7b537779f2c1f7f3f42cca50e93f7164bcd68cff",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ad32e312610028e8e05a535ea55a8cde9725748b92af563a68fad2e0d727ab32",
  "schema": "gridshift.signature/1",
  "signature": "360c88af6794b6ab0086158e6ca07693f1d1e8bc4231368afbe4ac4a29f5ec79fa68837192bce14c193919324ef1f6d2db924fdd490dbf4f4d0f2387f266fa05"
}
