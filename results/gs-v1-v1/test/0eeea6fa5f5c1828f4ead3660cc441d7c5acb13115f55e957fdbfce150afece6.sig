{
  "algorithm": "ed25519",
  "content_sha256": "f1323d77472d1aa2414ada0ee513c924373fe1c214e70af7c77ffd25b7944129",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0eeea6fa5f5c1828f4ead3660cc441d7c5acb13115f55e957fdbfce150afece6",
  "schema": "gridshift.signature/1",
  "signature": "4c06373a4eced9f6a136b7e92ab470b1a3b17111e7cfc7fefe4543f0382519f011be3e3068c0eb758bca287f9ad12695ce3548e4ab8be1e5e013601444eb7d0a"
}
