{
  "algorithm": "ed25519",
  "content_sha256": "ff16e6a49bf10fbe24f67f58fcc3835ef460aba2564253e2600e7e7704459e97",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c56886bb6f223ba4b3a8e001a1f948e9ce114ea666dc1177d7f7cc7d7e690acf",
  "schema": "gridshift.signature/1",
  "signature": "27f611e4198c6c499ee42b5ed375b035a519cddcf74423a181b0816faf4e29c6e0abf965ebb437a47200df458dabf4afba2b1820fcb67246c9d77d1b391cd108"
}
