{
  "algorithm": "ed25519",
  "content_sha256": "7dec5bdccf01ca045590c1bf3250faffacb9dee6b4c9347913951b5fd492e420",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ea8dfe30948d037e51ccc8d5043b2c00ba91f1c0ce6f3cbf71b648a87c39143b",
  "schema": "gridshift.signature/1",
  "signature": "e466b85d1762765ff8ebe81ed05d0ff36c76779a484f162be893c60de7a62f8fb60adee95dd3876c6c080c2aa05ed42268c00b02ad8deacc21467a382c661107"
}
