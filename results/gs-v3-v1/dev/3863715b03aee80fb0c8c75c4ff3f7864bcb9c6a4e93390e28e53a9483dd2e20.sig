{
  "algorithm": "ed25519",
  "content_sha256": "4357c289d7fc6cdaa3c0927842dc8a11ae1f10d79fe5493f4026be8bf9d4efbd",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3863715b03aee80fb0c8c75c4ff3f7864bcb9c6a4e93390e28e53a9483dd2e20",
  "schema": "gridshift.signature/1",
  "signature": "255c81a3187380a7862b6d554f681cf1445eb58c8d305a241f01bdf1bd454c5317f6470508c1736efa196c075c44db8f81f543d282bf7c3fa3662c7965df830e"
}
