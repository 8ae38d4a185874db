{
  "algorithm": "ed25519",
  "content_sha256": "ba2479579bd3d8eebb6833955500e4bba0390928442dd9c80542ac56c4b45533",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "aea921ae9c433408e29bab01b873de6f8f969546550171c8cb93ab541c4124c5",
  "schema": "gridshift.signature/1",
  "signature": "a5f5bce7ae134794b8105226010d0a56fb96c5ad0ca6ded344466e672b740b6496d36e63fc77dfc9aac0030de0108ed4a34b536e30d800dc55c35a821b85940b"
}
