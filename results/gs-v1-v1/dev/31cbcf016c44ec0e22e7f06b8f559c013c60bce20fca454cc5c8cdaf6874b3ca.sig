{
  "algorithm": "ed25519",
  "content_sha256": "4fd1d1e2f9d02760e42557da72500e0c3243e9a71414ec8884e4b52306cccd8a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "31cbcf016c44ec0e22e7f06b8f559c013c60bce20fca454cc5c8cdaf6874b3ca",
  "schema": "gridshift.signature/1",
  "signature": "783b8c77f388fdfe136f5cbc017782d782d4999c5e257655f2dc631fd65388455ef11939468cc6d55b0792c9296996be2d0231756a63b150ae1a10e8b7859803"
}
