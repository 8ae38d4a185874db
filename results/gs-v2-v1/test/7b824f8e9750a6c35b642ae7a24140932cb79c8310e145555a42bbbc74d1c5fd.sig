{
  "algorithm": "ed25519",
  "content_sha256": "21aef5848eeff302b67cdc081fece1993483b98f209c9055dd0c12696101b60b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7b824f8e9750a6c35b642ae7a24140932cb79c8310e145555a42bbbc74d1c5fd",
  "schema": "gridshift.signature/1",
  "signature": "1ba1e4e2519414465788aa3014bdf2ba30fd7351a223a46e6537e53c153a52d0a11e82b22bceed6ac481ff091048a8301de77111c39edd47a8f6f7a5bb16e805"
}
