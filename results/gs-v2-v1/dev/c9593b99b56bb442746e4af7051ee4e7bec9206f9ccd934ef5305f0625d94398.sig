{
  "algorithm": "ed25519",
  "content_sha256": "77855cc2dc40eee49f2ffd1965516496f082b837aac5dafe52ad176bf8eddab5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c9593b99b56bb442746e4af7051ee4e7bec9206f9ccd934ef5305f0625d94398",
  "schema": "gridshift.signature/1",
  "signature": "dc3f1aa32749c70f9154526a8dbb82ff4876d9735ec8a262280cd884fe8a4a4304eb5e3d9861b14e92cfb6b7c547cb9b89237baed4b83654437f2c15c9538f0e"
}
