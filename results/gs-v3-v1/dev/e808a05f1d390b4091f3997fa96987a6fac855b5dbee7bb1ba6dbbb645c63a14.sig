{
  "algorithm": "ed25519",
  "content_sha256": "c57561f2263f3f57a9a5f00cb8bebcdf4479a80f3fde3ce70c3d121b015d686c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e808a05f1d390b4091f3997fa96987a6fac855b5dbee7bb1ba6dbbb645c63a14",
  "schema": "gridshift.signature/1",
  "signature": "10f6436ecb85085db01b72941bba29bd61fecda9694983556091419254edcae61290937af9de88d1d7dba6115f5a5ffdb8718f3d1bee365cddadaeab2108a901"
}
