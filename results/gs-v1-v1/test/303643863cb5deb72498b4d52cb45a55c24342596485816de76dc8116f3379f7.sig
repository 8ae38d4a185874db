{
  "algorithm": "ed25519",
  "content_sha256": "2fbb8256d5380a72c3aee233bd0bbeb662cbd796a10dfbdc347775d5ecf70ad6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "303643863cb5deb72498b4d52cb45a55c24342596485816de76dc8116f3379f7",
  "schema": "gridshift.signature/1",
  "signature": "c343eedb02fdb8fcc7dde980f69fe4df5ad287417564c8d33414a7e3e7325ab04c637c25ee873611e7a0fec9ff6beab157ea2d658a4d74325957527d75f0e209"
}
