{
  "algorithm": "ed25519",
  "content_sha256": "29aea5c4061f1c35e69b23deb3634674330ac3b0b4a149e4e07fd94369e502b5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "595bc2641e50fee2aa891e7030ffc9f08e115e638a6a271498444faf98a8ff9c",
  "schema": "gridshift.signature/1",
  "signature": "de6a66ec01549456cb7437e3bd006c09e145ab03300e0f99b3fd99f8100b38b09369fdf4eeae1818be9bf3d56a82503bfe366565dca0a7d022da4f20c955710a"
}
