{
  "algorithm": "ed25519",
  "content_sha256": "e936cba03d8a1fb9997a44331552c6877f3ac3852111c9e6a9b2d33119831247",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "69f8002869880d974f7b8ed3fdd98fcfedc354279183d46dd3f23ca6cf490aad",
  "schema": "gridshift.signature/1",
  "signature": "a81a91266fa42c4a24bac29380ce0b1bbcdfeaff6024d1b7e60e548b524e407a021cebea137907b76e7d6d1bd97c1758f624db5c9aaae984c6022aa0501f9b04"
}
