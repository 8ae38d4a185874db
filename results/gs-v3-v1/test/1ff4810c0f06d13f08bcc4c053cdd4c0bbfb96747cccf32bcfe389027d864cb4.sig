{
  "algorithm": "ed25519",
  "content_sha256": "f49f1303b1312902cc62cf72ef7ef240f501643395c49d72ea691ca01ee4e139",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1ff4810c0f06d13f08bcc4c053cdd4c0bbfb96747cccf32bcfe389027d864cb4",
  "schema": "gridshift.signature/1",
  "signature": "fe55703f972c903beca2d4fd61dffee7148af4b0044342276caa494597fb09b6cb87de8a1de1d5f4b051345d8d93a9ef70e5bec588ade892cdca3f311089ba06"
}
