{
  "algorithm": "ed25519",
  "content_sha256": "8ff0d730889356ec00aeb95d3d7bdff92a065652af161e6e0438efd5157bd0a8",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "361aa672f85a548f277c3cb8be57dcbc544a1cd7f116bc13731512875326fc59",
  "schema": "gridshift.signature/1",
  "signature": "6ddcdc5e4b44ad6b65160b64a8525e0ce52b0d28e85276efbe5c45d62356e9cf977b50100d650d23958643463d4dd86967cc364d0d5f4cd25e5fbf7afa1f9606"
}
