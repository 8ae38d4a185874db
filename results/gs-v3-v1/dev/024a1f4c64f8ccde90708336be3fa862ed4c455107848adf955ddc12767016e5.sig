{
  "algorithm": "ed25519",
  "content_sha256": "db21aca4f788c3d5f8f6d23bf8cb59f5b83483148cca61d5b91cdbbb27f57e68",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "024a1f4c64f8ccde90708336be3fa862ed4c455107848adf955ddc12767016e5",
  "schema": "gridshift.signature/1",
  "signature": "2d894ccd96709b86e7cdb750a86e6ac63d94ff067f74370ca334563e9462c05090c53767264e9cd768c64666816328f1795af3dd1801cba46ab4ae379bf87205"
}
