{
  "algorithm": "ed25519",
  "content_sha256": "8658f267b810fe5c5fac63edba9e7f747809097e44d99ad0bdc0f0dfd4e5e006",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8cb7ef560d21d8b907aac17c6f4b22e02c7a74fd1af1edadecbdf3e70ebcb713",
  "schema": "gridshift.signature/1",
  "signature": "26f44c5f154497f36cfbfa4e6a6439dd5d063062a033eba7570e8d9cfd18259fb052d9e55cba53b092248e4afb6ce1d7044f868bfff89fae5432db22bbc65a06"
}
