{
  "algorithm": "ed25519",
  "content_sha256": "5488ae4f061af8b58576713134d2962e5bd5e04a524bef83ffcdf6a562aa0357",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d7e19cbbce5d1b9af5c0ce26c2c2bd286f36de84646c9227f351ffc9d30747c2",
  "schema": "gridshift.signature/1",
  "signature": "dafdde8a7995c56b5fbe27c59d1c1b3a3b8238dc28b45d681ae38ded59bd65635e708fd108a1b906c9b81946faef0dad03d4d1e89ba564729f505a83802a4c05"
}
