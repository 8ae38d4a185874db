{
  "algorithm": "ed25519",
  "content_sha256": "2810555f999321bcfbe8aaf6fc3b9b6f3a9c9dfdc168b06ac375a49b2c90a231",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "55fab52d10a1f0c4f3f90004c32b2ed265ba47f15da0d9677f1d657552ebee97",
  "schema": "gridshift.signature/1",
  "signature": "24547fd151db8f260aec5e485260967ea06d29a38a19242d9749420c648ef1612255d1a3da0c1d0882a7c2fa475081063047de3ff3b9ab805c1b60e56512d602"
}
