{
  "algorithm": "ed25519",
  "content_sha256": "effdbe512ab7b88f90df84d4383b124b709114d9d118f02cc472e7e10087abb2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a8ebd90d3ffd75e9a4941038f63f6188714d8794a00199e30894ffcee8bd5a11",
  "schema": "gridshift.signature/1",
  "signature": "a61f9f8a91f3d408439626118c131596c2c73c4a2deac64799f5d035bef7d805bc397246a19b77d3b1d8589a7a1dee0c7e66871590da10c015d3fe49bee2e30e"
}
